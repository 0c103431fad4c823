# One precompiled header per library keeps Qt's headers parsed once per target.
function(gpudesk_library name)
  cmake_parse_arguments(ARG "" "" "SOURCES;LINK;PCH" ${ARGN})
  add_library(${name} STATIC ${ARG_SOURCES})
  target_link_libraries(${name} PUBLIC gpudesk_options ${ARG_LINK})
  if(ARG_PCH)
    target_precompile_headers(${name} PRIVATE ${ARG_PCH})
  endif()
endfunction()
